import { useTranslation } from 'react-i18next';

const pillars = [
  { title: 'home.traceTitle', body: 'home.traceBody' },
  { title: 'home.breatheTitle', body: 'home.breatheBody' },
  { title: 'home.returnTitle', body: 'home.returnBody' },
] as const;

/** Three quiet cards: trace, breathe, return. */
export function HomePillars() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {pillars.map((pillar, index) => (
        <li key={pillar.title} className="rounded-3xl border border-line bg-surface/60 p-7">
          <span aria-hidden="true" className="font-serif text-sm text-accent-fg">
            0{index + 1}
          </span>
          <h2 className="mt-3 font-serif text-xl text-fg">{t(pillar.title)}</h2>
          <p className="mt-2 leading-relaxed text-muted">{t(pillar.body)}</p>
        </li>
      ))}
    </ul>
  );
}
