import { site } from "~/config/site";
import { defineContent } from "../shared";
import { contractTerms as terms } from "./facts";
import { legalDocumentSchema } from "./schema";

export default defineContent(legalDocumentSchema, "legal/terms-of-service", {
  slug: "terms-of-service",
  title: "Terms of Service",
  summary: `These terms cover your use of this website and the services ${site.legalName} provides. Each engagement also has its own proposal or statement of work; together they make up our agreement with you.`,
  meta: {
    title: `Terms of Service | ${site.name}`,
    description: `The terms for using the ${site.name} website and for our services: payment, termination, liability and the law of ${terms.governingLaw}.`,
    keywords: ["terms of service", "terms and conditions", "agency terms", site.name],
  },
  datePublished: "2024-01-01",
  sections: [
    {
      id: "about",
      heading: "About these terms",
      blocks: [
        {
          type: "paragraph",
          text: `"We", "us" and "our" mean ${site.legalName}, registered in England and Wales, of ${site.postalAddress.streetAddress}, ${site.postalAddress.addressLocality} ${site.postalAddress.postalCode}. "You" means the person or organisation using this website or buying our services.`,
        },
        {
          type: "paragraph",
          text: "Where a signed proposal or statement of work says something different from these terms, the signed document wins for that engagement.",
        },
      ],
    },
    {
      id: "using-this-website",
      heading: "Using this website",
      blocks: [
        {
          type: "list",
          items: [
            "The content of this site is general information about our agency and our work. It is not professional advice for your business.",
            "The text, design and code of this site belong to us. Brand names mentioned in our case studies belong to their owners and appear only to describe work we did with them.",
            "Please do not try to disrupt the site, probe it for weaknesses, or collect its content automatically at scale.",
            "We work to keep the site accurate and available, but we cannot promise it will always be either.",
          ],
        },
      ],
    },
    {
      id: "our-services",
      heading: "Our services",
      blocks: [
        {
          type: "paragraph",
          text: "We provide the services set out in the statement of work for each engagement, with reasonable skill and care. Changes to scope, timing or fees are agreed in writing before the work changes.",
        },
        {
          type: "paragraph",
          text: "Marketing results depend on markets, platforms and decisions outside our control. We commit to the work and to honest reporting on it, not to a guaranteed commercial outcome, unless a statement of work says otherwise.",
        },
      ],
    },
    {
      id: "your-responsibilities",
      heading: "Your responsibilities",
      blocks: [
        {
          type: "list",
          items: [
            "Give us accurate information, access and timely approvals, so the agreed timeline can hold.",
            "Make sure you have the rights to any materials you give us to use, such as logos, images, music and data.",
            "Confirm that the claims we make about your products on your behalf are true and can be substantiated.",
          ],
        },
      ],
    },
    {
      id: "fees-and-payment",
      heading: "Fees and payment",
      blocks: [
        {
          type: "list",
          items: [
            `Invoices are due within ${terms.paymentDays} days of the invoice date.`,
            "Fees are set out in the statement of work and exclude VAT, which is added where it applies.",
            "Media budgets and third-party costs, such as production or licences, may be invoiced before we commit them on your behalf.",
            "We may charge interest on late payments as the Late Payment of Commercial Debts (Interest) Act 1998 allows.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          type: "paragraph",
          text: "Once you have paid for them in full, the rights in the final deliverables we create for you pass to you. We keep the rights in our own tools, methods, templates and know-how, and you may use them as part of the deliverables.",
        },
        {
          type: "paragraph",
          text: "Third-party assets, such as stock images, typefaces or music, are licensed on their owners’ terms, which we share with you. With your permission, we may show the work we did for you in our portfolio.",
        },
      ],
    },
    {
      id: "confidentiality-and-data",
      heading: "Confidentiality and data protection",
      blocks: [
        {
          type: "paragraph",
          text: "Each of us keeps the other’s confidential information confidential, during the engagement and after it, unless the law requires otherwise.",
        },
        {
          type: "paragraph",
          text: "Each of us complies with data protection law. Where we process personal data on your behalf, we sign a data processing agreement first. How this website handles personal data is set out in our privacy policy.",
        },
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      blocks: [
        {
          type: "list",
          items: [
            `Either of us may end an engagement by giving ${terms.terminationNoticeDays} days’ written notice.`,
            `We will send a final invoice within ${terms.finalInvoiceDays} days of termination, covering work done and costs committed up to the termination date.`,
            "Either of us may also end an engagement straight away by written notice if the other seriously breaches these terms and does not put it right after being asked to, or becomes insolvent.",
          ],
        },
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        {
          type: "paragraph",
          text: `Our total liability to you for any claims arising from an engagement is capped at the amounts you paid us in the ${terms.liabilityCapMonths} months before the event that gave rise to the claim.`,
        },
        {
          type: "paragraph",
          text: "We are not liable for indirect or consequential loss, or for loss of profit, revenue or goodwill. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else the law does not allow us to limit.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        {
          type: "paragraph",
          text: `These terms, and any dispute arising from them or from our services, are governed by the laws of ${terms.governingLaw}. The courts of ${terms.governingLaw} have exclusive jurisdiction.`,
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may update these terms from time to time. The version in force when a statement of work is signed applies to that engagement. The date at the top of this page shows when these terms were last updated.",
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [{ type: "paragraph", text: "Questions about these terms are welcome:" }, { type: "contact" }],
    },
  ],
});
