import { site } from "~/config/site";
import { defineContent } from "../shared";
import { privacyFacts as facts } from "./facts";
import { legalDocumentSchema } from "./schema";

const { all, essential } = facts.consentValues;
const [analytics, pixel] = facts.analyticsTools;

export default defineContent(legalDocumentSchema, "legal/privacy-policy", {
  slug: "privacy-policy",
  title: "Privacy Policy",
  summary: `This policy explains what personal data ${site.legalName} collects through this website, why, where it goes, how long we keep it and what you can ask of us. It describes what the site actually does, in plain English.`,
  meta: {
    title: `Privacy Policy | ${site.name}`,
    description: `How ${site.name} handles your enquiry, your consent choice and analytics on this website, how long we keep data, and your rights under UK GDPR and EU GDPR.`,
    keywords: ["privacy policy", "UK GDPR", "EU GDPR", "cookies", "data protection", site.name],
  },
  datePublished: "2024-01-01",
  sections: [
    {
      id: "short-version",
      heading: "The short version",
      blocks: [
        {
          type: "list",
          items: [
            "We collect personal data about you only when you send us an enquiry through our contact form.",
            `We keep each enquiry for ${facts.enquiryRetentionDays} days and then delete it.`,
            `Your cookie choice is kept in your own browser, not in a cookie, and we never see it.`,
            `Analytics and advertising tools run only if we have switched them on, and in ${facts.consentRegions} they may store or read cookies only after you click Accept.`,
            "We do not sell your data, and no third party learns your IP address from us to work out where you are.",
          ],
        },
      ],
    },
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          type: "paragraph",
          text: `${site.legalName}, a company registered in England and Wales, runs this website and is the controller of the personal data described here. Our head office is in ${site.postalAddress.addressLocality}, and we also work from New York and Barcelona. You can reach us about anything in this policy at ${site.email}; our full contact details are at the end of this page.`,
        },
      ],
    },
    {
      id: "enquiries",
      heading: "When you send us an enquiry",
      blocks: [
        {
          type: "paragraph",
          text: "The contact form at the foot of every page is the only place this site asks for personal data.",
        },
        {
          type: "definitions",
          items: [
            { term: "What we collect", detail: `Your ${facts.enquiryFields.join(", ")}, and the time you sent it.` },
            {
              term: "Why",
              detail: "To read your enquiry, reply to it and, if you would like to, discuss working together.",
            },
            {
              term: "Lawful basis",
              detail:
                "Our legitimate interest in answering business enquiries, and taking the steps you ask for before entering into a contract with you (UK GDPR and EU GDPR, Article 6(1)(f) and 6(1)(b)).",
            },
            {
              term: "Where it is stored",
              detail:
                "In this website’s own database (PostgreSQL, or an embedded PostgreSQL-compatible database on the same server), written there before the form tells you it was sent, so no enquiry is lost.",
            },
            {
              term: "Where it goes",
              detail:
                "It is delivered to our team by email. If we have connected our customer relationship management (CRM) system, a copy is also sent to it over a signed webhook.",
            },
            {
              term: "How long we keep it",
              detail: `${facts.enquiryRetentionDays} days from the day you send it. After that it is deleted from the database. If your enquiry becomes a working relationship, we keep what we need to run it under our client agreement.`,
            },
          ],
        },
      ],
    },
    {
      id: "spam-protection",
      heading: "How we keep the form free of spam",
      blocks: [
        {
          type: "paragraph",
          text: "To stop automated abuse without puzzles or third-party tests, the form uses three quiet checks:",
        },
        {
          type: "list",
          items: [
            "A limit on how many enquiries can be sent from one connection in a short time. For this we store your IP address only as a salted one-way hash: a scrambled value that cannot be turned back into the address and is used only to count recent submissions.",
            "A hidden field that people never see or fill in, but automated scripts often do.",
            "A timing check, because a person takes longer than a script to complete the form.",
          ],
        },
      ],
    },
    {
      id: "cookies-and-storage",
      heading: "Cookies and local storage",
      blocks: [
        {
          type: "paragraph",
          text: `When you make a choice in our consent banner, your browser keeps it in its local storage under the key "${facts.consentStorageKey}", with the value "${all}" or "${essential}". No cookie is set for it, and the choice is never sent to our server. It stays until you change it or clear your browser’s data for this site.`,
        },
        {
          type: "definitions",
          items: [
            {
              term: "Accept",
              detail: `Stores "${all}" and allows the analytics and advertising tools below to store and read cookies.`,
            },
            {
              term: "Essential",
              detail: `Stores "${essential}". The analytics and advertising tools stay denied, in every region.`,
            },
            {
              term: "Close (×)",
              detail: "Hides the banner for now and stores nothing, so you will be asked again on your next visit.",
            },
          ],
        },
        {
          type: "paragraph",
          text: "Apart from the analytics and advertising tools described below, this website sets no cookies. Our fonts and images are served from our own server, so opening a page sends nothing to anyone else.",
        },
      ],
    },
    {
      id: "analytics-and-advertising",
      heading: "Analytics and advertising",
      blocks: [
        {
          type: "paragraph",
          text: `We may use ${analytics} to understand how visitors use the site, and ${pixel} to measure and improve our advertising. Neither is loaded at all unless we have configured it.`,
        },
        {
          type: "list",
          items: [
            `In ${facts.consentRegions}, both start with consent denied: they may store or read cookies only after you click Accept. Choosing Essential keeps them denied.`,
            "Outside those regions, where the law does not require consent in advance, Google Analytics may run with its standard settings. You can still choose Essential at any time.",
            "When allowed, these tools record things like the pages you view, the device and browser you use and your approximate location. Google and Meta process that data under their own privacy policies and may transfer it to the United States.",
            "You can change your choice whenever you like with the ‘Cookie settings’ link in the footer of every page.",
          ],
        },
      ],
    },
    {
      id: "country",
      heading: "How we work out your country",
      blocks: [
        {
          type: "paragraph",
          text: "To decide whether to show the consent banner, your browser asks our own server which country you are in. Our server reads a country header added by the content delivery network (CDN) that delivers our pages; it does not look up your IP address with anyone else, and no IP address is sent to a third party for this.",
        },
        {
          type: "paragraph",
          text: "The country is used only to decide whether to show the banner, and it is not stored. If the country cannot be determined, we show the banner, to be safe.",
        },
      ],
    },
    {
      id: "technical-logs",
      heading: "Technical logs",
      blocks: [
        {
          type: "paragraph",
          text: "To keep the site running, our server logs each request: the page asked for, the response and how long it took. These logs do not record your IP address. Like any website, the network that delivers our pages necessarily sees your IP address in order to send them to you.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "Who we share data with",
      blocks: [
        {
          type: "list",
          items: [
            "The providers that host this site and its database, and that deliver our email, acting on our instructions.",
            "Our CRM provider, if we have connected one, acting on our instructions.",
            "Google and Meta, only as described under Analytics and advertising.",
            "Our colleagues in New York and Barcelona, when they are best placed to answer you. Transfers outside the UK and EU are protected by safeguards the law recognises, such as the UK International Data Transfer Agreement and the EU standard contractual clauses.",
          ],
        },
        { type: "paragraph", text: "We never sell personal data, and we do not use your enquiry for advertising." },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          type: "paragraph",
          text: "Under the UK GDPR, and the EU GDPR if you are in the European Union, you have the right to:",
        },
        {
          type: "list",
          items: [
            "access the personal data we hold about you and receive a copy;",
            "have inaccurate data corrected (rectification);",
            "have your data erased;",
            "restrict how we use it;",
            "object to our using it on the basis of legitimate interests;",
            "receive data you gave us in a portable, machine-readable format;",
            "withdraw consent at any time, without affecting what happened before;",
            "complain to a supervisory authority: in the UK the Information Commissioner’s Office (ico.org.uk, 0303 123 1113), or the data protection authority where you live or work in the EU.",
          ],
        },
        {
          type: "paragraph",
          text: `To use any of these rights, email ${site.email}. It costs nothing. We reply within one month, and may ask you to confirm your identity first. For consent to analytics, the quickest route is the ‘Cookie settings’ link in the footer.`,
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        {
          type: "paragraph",
          text: "Pages and form submissions travel encrypted over HTTPS. Access to enquiries is limited to the people at the agency who need it to reply.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We update this policy whenever the site’s handling of personal data changes. The date at the top of this page shows when it was last updated.",
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [
        { type: "paragraph", text: "Questions about this policy or your data go straight to a person:" },
        { type: "contact" },
      ],
    },
  ],
});
