import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import { outboxStatuses, type OutboxMessage, type OutboxStatus } from '../../../../shared/messaging/outbox';
import { useOutbox } from '../api/list-outbox';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';
import { EmptyState } from './empty-state';
import { LoadState } from './load-state';
import { OutboxTable } from './outbox-table';
import { SectionHeading } from './section-heading';

/** The delivery log: every message, newest first, by status, with Retry for a failed one. */
export function OutboxSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const outbox = useOutbox(status === '' ? undefined : status);
  const retry = useRetryOutboxMessage();
  const retryMessage = retry.mutate;
  const [failure, setFailure] = useState<string | null>(null);
  const onRetry = useCallback(
    (message: OutboxMessage) => {
      setFailure(null);
      retryMessage(message.id, {
        onSuccess: () => toaster.success({ title: t('admin.messaging.outbox.retried', { to: message.to }) }),
        onError: (error) => setFailure(serverMessageOr(error, t('admin.messaging.outbox.retryFailed'))),
      });
    },
    [retryMessage, t],
  );

  const items = outbox.data?.pages.flatMap((page) => page.items);
  return (
    <section aria-labelledby="outbox-title" className="flex flex-col gap-4">
      <SectionHeading
        id="outbox-title"
        title={t('admin.messaging.sections.outbox')}
        intro={t('admin.messaging.sections.outboxIntro')}
      >
        <div className="flex items-end gap-3">
          <SelectField
            label={t('admin.messaging.outbox.status')}
            value={status}
            options={[
              { value: '' as const, label: t('admin.messaging.outbox.allStatuses') },
              ...outboxStatuses.map((value) => ({
                value,
                label: t(`admin.messaging.outbox.statuses.${value}`),
              })),
            ]}
            onChange={setStatus}
          />
          <button type="button" className="button-quiet" onClick={() => void outbox.refetch()}>
            {t('admin.messaging.outbox.refresh')}
          </button>
        </div>
      </SectionHeading>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {!items ? (
        <LoadState
          failed={outbox.isError}
          failedText={t('admin.messaging.outbox.fetchFailed')}
          retryText={t('admin.messaging.retry')}
          onRetry={() => void outbox.refetch()}
          loadingText={t('admin.messaging.outbox.loading')}
        />
      ) : items.length === 0 ? (
        <EmptyState text={t('admin.messaging.outbox.empty')} />
      ) : (
        <OutboxTable
          messages={items}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
          onRetry={onRetry}
        />
      )}
      {outbox.hasNextPage && (
        <button
          type="button"
          className="button-quiet self-center"
          disabled={outbox.isFetchingNextPage}
          onClick={() => void outbox.fetchNextPage()}
        >
          {outbox.isFetchingNextPage
            ? t('admin.messaging.outbox.loadingMore')
            : t('admin.messaging.outbox.loadMore')}
        </button>
      )}
    </section>
  );
}
