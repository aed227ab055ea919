import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { site } from "~/config/site";
import { colors, fonts, withAlpha } from "~/config/tokens";

/*
 * The agency's emails are React components (React Email): one component gives the HTML part and the
 * plain-text part. An ink header with the mark, eyebrow and heading, the card's sections, a muted footer;
 * fluid to 640 px, inline styles from the design tokens, no images.
 */

export type Mail = {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  replyTo?: { name: string; address: string };
  date?: Date;
  headers?: Record<string, string>;
};
export type MailOptions = { to: string; from: string; siteUrl: string };

/** Mail clients load no web fonts: after the brand's face, the ones every client has. */
const face = (stack: string) =>
  `${stack.split(",")[0]!.replaceAll('"', "'")}, 'Helvetica Neue', Helvetica, Arial, sans-serif`;
export const style = {
  display: { fontFamily: face(fonts.display), fontWeight: 600, letterSpacing: "-0.02em" },
  label: {
    fontFamily: face(fonts.sans),
    fontSize: 12,
    letterSpacing: "0.14em",
    textTransform: "uppercase",
    color: colors.muted,
  },
  hairline: `1px solid ${withAlpha(colors.ink, 0.12)}`,
  muted: { margin: 0, color: colors.muted },
} satisfies Record<string, CSSProperties | string>;

// Headings keep their case in the text part, label-and-value tables read as aligned rows, and the
// visitor's line breaks stay.
const htmlToTextOptions = {
  preserveNewlines: true,
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: '[data-text-format="dataTable"]', format: "dataTable", options: { uppercaseHeaderCells: false } },
  ],
};

export const renderText = (node: ReactNode) => render(node, { plainText: true, htmlToTextOptions });

/** An email's HTML and plain text, both rendered from the one component. */
export async function renderEmail(email: ReactElement) {
  const [html, text] = await Promise.all([render(email), renderText(email)]);
  return { html, text };
}

type LayoutProps = {
  title: string;
  eyebrow: string;
  heading: string;
  lead?: string;
  footer: string;
  children: ReactNode;
};

export function Layout({ title, eyebrow, heading, lead, footer, children }: LayoutProps) {
  const headingStyle = { ...style.display, margin: "10px 0 0", fontSize: 30, lineHeight: 1.15, color: colors.paper };
  const dot = { display: "inline-block", width: 10, height: 10, borderRadius: 5, background: colors.ember };
  return (
    <Html lang="en-GB">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Body style={{ margin: 0, padding: "24px 10px 40px", background: colors["paper-deep"], color: colors.ink }}>
        <Container style={{ maxWidth: 640, background: colors.paper, borderRadius: 20, fontFamily: face(fonts.sans) }}>
          <Section style={{ background: colors.ink, borderRadius: "20px 20px 0 0", padding: "26px 32px 34px" }}>
            <Text style={{ ...style.display, margin: 0, fontSize: 15, color: colors.paper }}>
              <span style={{ ...dot, marginRight: 8 }} />
              {site.name}
            </Text>
            <Text style={{ ...style.label, margin: "30px 0 0", color: colors.ember }}>{eyebrow}</Text>
            <Heading as="h1" style={{ ...headingStyle, letterSpacing: "-0.03em" }}>
              {heading}
            </Heading>
            {lead ? (
              <Text style={{ margin: "14px 0 0", fontSize: 16, lineHeight: 1.5, color: colors["ink-muted"] }}>
                {lead}
              </Text>
            ) : null}
          </Section>
          {children}
          <Section style={{ padding: "32px 32px 30px" }}>
            <Text style={{ ...style.muted, paddingTop: 18, borderTop: style.hairline, fontSize: 13, lineHeight: 1.5 }}>
              {footer}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A heading and what follows it, in the card's column. */
export function Block({ heading, children, top = 28 }: { heading?: string; children: ReactNode; top?: number }) {
  return (
    <Section style={{ padding: `${top}px 32px 0` }}>
      {heading ? (
        <Heading as="h2" style={{ ...style.label, margin: "0 0 12px" }}>
          {heading}
        </Heading>
      ) : null}
      {children}
    </Section>
  );
}

/** Label and value rows; as "figures", each value is a short figure set at the right of its row. */
export function Rows({ rows, figures = false }: { rows: [string, ReactNode][]; figures?: boolean }) {
  const cell: CSSProperties = { padding: "10px 0", borderTop: style.hairline, verticalAlign: "top", fontSize: 15 };
  const value: CSSProperties = figures ? { ...style.display, textAlign: "right", whiteSpace: "nowrap" } : {};
  return (
    <Table text="dataTable">
      {rows.map(([label, content]) => (
        <tr key={label}>
          <th
            scope="row"
            style={{ ...cell, width: figures ? undefined : "34%", paddingRight: 16, textAlign: "left", ...style.muted }}
          >
            {label}
          </th>
          <td style={{ ...cell, wordBreak: "break-word", ...value }}>{content}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A layout table, as every mail client draws one. */
export function Table({ children, text }: { children: ReactNode; text?: "dataTable" }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse" }}
      data-text-format={text}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** A button-like link: ink on ember (6.1:1). */
export function ActionButton({ href, children }: { href: string; children: string }) {
  const look = { padding: "14px 26px", borderRadius: 999, background: colors.ember, color: colors.ink, fontSize: 16 };
  return (
    <Button href={href} style={{ ...style.display, ...look }}>
      {children}&nbsp;→
    </Button>
  );
}
