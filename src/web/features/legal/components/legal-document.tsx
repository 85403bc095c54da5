import type { ReactNode } from 'react';
import { shop, shopAddressLine, telHref } from '@shared/shop';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { FcaFrnStatement } from '@web/features/legal/components/fca-frn-statement';

/** One numbered part of a legal page; its id is the anchor the page's contents link to. */
export type LegalSection = { id: string; title: string; body: ReactNode };

/** When the legal texts last changed in substance (shown on each page). */
const UPDATED = { iso: '2026-11-26', text: '26 November 2026' } as const;

/** Lists, links and sub-headings inside a section, without a typography plugin. */
const proseClasses =
  'mt-4 grid gap-4 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900 [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-950 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6';

/** Who "we" are on every legal page: the shop, where to find it, and its FCA authorisation. */
function FirmDetails() {
  return (
    <div className="mt-6 grid gap-2 rounded-lg border border-border bg-card p-5 text-sm leading-relaxed">
      <p>
        <span className="font-semibold text-brand-950">{shop.name}</span>, {shopAddressLine}.
        Telephone{' '}
        <a href={telHref} className="font-semibold underline-offset-4 hover:underline">
          {shop.telephone}
        </a>
        .
      </p>
      <FcaFrnStatement />
    </div>
  );
}

/**
 * A legal page (/terms, /privacy, /complaints): its heading and date, who the shop
 * is, the contents, then each section under a numbered heading.
 */
export function LegalDocument({
  title,
  description,
  sections,
}: {
  title: string;
  description: string;
  sections: readonly LegalSection[];
}) {
  return (
    <PageContainer className="max-w-4xl">
      <PageHeading title={title} description={description} className="mb-3" />
      <p className="text-sm text-muted-foreground">
        Last updated <time dateTime={UPDATED.iso}>{UPDATED.text}</time>
      </p>
      <FirmDetails />
      <nav aria-labelledby="legal-contents-title" className="mt-8">
        <h2 id="legal-contents-title" className="text-base font-semibold text-brand-950">
          On this page
        </h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-6 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 grid gap-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2
              id={`${section.id}-title`}
              className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl"
            >
              {`${index + 1}. ${section.title}`}
            </h2>
            <div className={proseClasses}>{section.body}</div>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
