import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageContents } from '../../../components/prose/page-contents';
import { Paragraphs } from '../../../components/prose/paragraphs';
import { ProseSection } from '../../../components/prose/prose-section';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { LEGAL_CONTACT_EMAIL } from '../legal-facts';

/** A section's translated title and text (paragraphs separated by a blank line). */
interface LegalSection {
  title: string;
  body: string;
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  /** The day it last changed, YYYY-MM-DD. */
  updated: string;
  /** The sections by anchor id, in the document's order, as the messages hold them. */
  sections: Readonly<Record<string, LegalSection>>;
  /** What follows a section's text (a table), by its id. */
  extras?: Readonly<Record<string, ReactNode>>;
}

/**
 * A legal page: its title, the day it last changed in the reader's locale, its contents, its
 * sections, and the address to write to at the end.
 */
export function LegalDocument({ title, intro, updated, sections, extras = {} }: LegalDocumentProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(`${title} · ${t('common.appName')}`);
  // Midnight UTC of the day, shown in UTC: the day is the same wherever it is read.
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  const entries = Object.entries(sections);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-12 px-6 py-16 sm:py-20">
      <PageHeader title={title} body={intro}>
        <p className="text-sm text-muted" data-testid="legal-updated">
          <time dateTime={updated}>{t('legal.updated', { date })}</time>
        </p>
      </PageHeader>
      <PageContents
        label={t('legal.contents')}
        items={entries.map(([id, section]) => ({ id, label: section.title }))}
      />
      {entries.map(([id, section]) => (
        <ProseSection key={id} id={id} title={section.title}>
          <Paragraphs text={section.body} />
          {extras[id]}
        </ProseSection>
      ))}
      <p className="text-lg">
        <a href={`mailto:${LEGAL_CONTACT_EMAIL}`} className="link-accent" data-testid="legal-contact">
          {LEGAL_CONTACT_EMAIL}
        </a>
      </p>
    </div>
  );
}
