import type { ContactErrorCode, ContactField } from "~/lib/contact";

/** Copy for the contact section, the form and its messages. */
export const contactCopy = {
  eyebrow: "Start a conversation",
  heading: "Tell us where you want to grow.",
  lead: (hours: number) =>
    `A senior strategist reads every message and replies within ${hours} hours, with first thoughts rather than a sales script.`,
  directLabel: "Prefer email? Write to us directly",
  formHeading: "Send us a brief",
  formIntro: "Two or three sentences are plenty: the brand, the market and what is standing in the way.",
  requiredNote: "All fields are required unless marked optional.",
  optional: "optional",
  submit: "Send message",
  submitting: "Sending...",
  privacyNote: "We use your details only to reply to you. Read",
  privacyLinkLabel: "how we handle enquiries",
  privacyLinkHref: "/privacy-policy#enquiries",
  labels: {
    fullName: "Full Name",
    company: "Company",
    email: "Email",
    telephone: "Telephone",
    message: "Message",
  } satisfies Record<ContactField, string>,
  honeypotLabel: "Leave this field empty",
  toast: {
    title: "Error",
    description: "Something went wrong. Please try again or email us directly.",
  },
  errorPage: {
    title: "Check your message",
    eyebrow: "Not sent yet",
    heading: "Your message has not been sent yet.",
    fieldsLead: "Please correct the following, then send it again. Everything you typed is still in the form below.",
    formLead: "Everything you typed is still in the form below.",
    toForm: "Go to the form",
  },
};

/** The server's field messages: specific, and saying how to fix the problem. */
export const contactFieldMessages = {
  fullName: { required: "Enter your full name", tooLong: "Keep your name to 120 characters or fewer" },
  company: { required: "Enter your company’s name", tooLong: "Keep the company name to 160 characters or fewer" },
  email: {
    required: "Enter your email address",
    invalid: "Enter an email address like name@company.com",
    tooLong: "Keep your email address to 254 characters or fewer",
  },
  telephone: {
    invalid: "Enter a telephone number using digits, spaces, + ( ) and -",
    tooLong: "Keep the telephone number to 40 characters or fewer",
  },
  message: {
    required: "Tell us a little about what you need",
    tooLong: "Keep your message to 5,000 characters or fewer",
  },
  controlCharacters: "Remove the unusual characters pasted into this field",
  malformedText: "This field holds characters that could not be read; please type it again",
} as const;

/** Form-level messages for the no-JavaScript page, where no toast can appear. */
export const contactFormErrorMessages: Record<ContactErrorCode, string> = {
  malformed_body: "We could not read that submission. Please try again or email us directly.",
  payload_too_large: "That message is too long to send through the form. Please shorten it or email us directly.",
  unsupported_media_type: "We could not read that submission. Please try again or email us directly.",
  invalid_fields: "Some details need attention.",
  form_token_required: "Something went wrong. Please try again or email us directly.",
  too_fast: "That was quicker than we expected. Please check your details and send the form again.",
  rate_limited:
    "We have received several messages from your connection in the last few minutes. Please try again shortly or email us directly.",
  forbidden_origin: "This form can only be sent from our own website. Please try again or email us directly.",
  method_not_allowed: "Something went wrong. Please try again or email us directly.",
  idempotency_conflict: "Something went wrong. Please try again or email us directly.",
  unavailable: "We could not save your message just now. Please try again in a minute or email us directly.",
  internal_error: "Something went wrong. Please try again or email us directly.",
};

/** The fixed page for a form post that may not cost a render (past an allowance, or cross-site): the server's alone. */
export const contactFixedPageCopy = {
  title: "Please wait a moment",
  wait: (minutes: number) => `You can send the form again in ${minutes} minute${minutes === 1 ? "" : "s"}, or write to`,
  writeTo: "You can also write to us at",
  keep: "Going back in your browser keeps what you typed.",
  home: "Lumen & Lark home page",
};
