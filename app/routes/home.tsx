import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";

export function meta() {
  return [{ title: "Lumen & Lark | Growth and brand marketing agency" }];
}

export default function Home() {
  return (
    <Section className="pt-40">
      <SectionHeader as="h1" eyebrow="Growth and brand marketing" heading="Brands worth talking about." />
    </Section>
  );
}
