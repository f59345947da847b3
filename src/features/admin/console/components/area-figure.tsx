import { useTranslation } from 'react-i18next';
import type { ConsoleOverview } from '../../../../shared/admin/overview';
import type { AreaFigure as Figure } from '../utils/console-areas';

interface AreaFigureProps {
  figure: Figure;
  overview: ConsoleOverview;
}

/** An area card's live figure, one line under its description. */
export function AreaFigure({ figure, overview }: AreaFigureProps) {
  const { t } = useTranslation();
  const text = () => {
    switch (figure) {
      case 'members':
        return `${t('adminConsole.figures.members', { count: overview.accounts.members })} · ${t('adminConsole.figures.accounts', { count: overview.accounts.total })}`;
      case 'activeSubscriptions':
        return t('adminConsole.figures.activeSubscriptions', { count: overview.activeSubscriptions });
      case 'messages': {
        const { queued, failed } = overview.messages;
        return `${t('adminConsole.figures.queued', { count: queued })} · ${t('adminConsole.figures.failed', { count: failed })}`;
      }
    }
  };
  return (
    <span className="mt-auto pt-2 text-sm font-medium text-fg" data-testid="area-figure">
      {text()}
    </span>
  );
}
