import { useTranslation } from 'react-i18next';
import { doiUrl, researchReferences } from '../science/research-references';

/** A title that ends in its own question or exclamation mark takes no full stop after it. */
const closingStop = (title: string) => (/[?!.]$/.test(title) ? '' : '.');

/**
 * The references as published, each with its DOI link. They stay in their own language and
 * direction: a citation is quoted, not translated.
 */
export function ReferenceList() {
  const { t } = useTranslation();
  return (
    <section id="references" aria-labelledby="references-heading" className="flex scroll-mt-8 flex-col gap-5">
      <h2 id="references-heading" className="font-serif text-2xl tracking-tight text-fg sm:text-3xl">
        {t('marketing.science.references.title')}
      </h2>
      <ol
        lang="en"
        dir="ltr"
        className="flex flex-col gap-4 ps-5 text-sm leading-relaxed text-muted marker:text-muted list-decimal"
        data-testid="references"
      >
        {researchReferences.map((reference) => (
          <li key={reference.id} id={`ref-${reference.id}`} className="scroll-mt-8 ps-1">
            {reference.authors} ({reference.year}). <span className="text-fg">{reference.title}</span>
            {closingStop(reference.title)} <cite>{reference.journal}</cite>, {reference.location}.{' '}
            <a href={doiUrl(reference.doi)} className="link-accent break-all" rel="noopener noreferrer">
              {doiUrl(reference.doi)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
