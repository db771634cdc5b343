import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { complaintEntryMachine, EntryOption } from '@machines/complaintEntry/complaintEntry.machine';
import { t } from '@/i18n';
import { Button, EmptyView } from '@/ui';
import { OrderStep, PickList } from '../shared/OrderStep';
import { ScreenPage, type ScreenViewProps } from '../shared/ScreenPage';
import type { ComplaintEntryView as View } from './select';
import './complaintEntry.css';

export interface ComplaintEntryViewProps extends ScreenViewProps<View, typeof complaintEntryMachine> {
  /** The complaint list's address, the session carried (the binding's). */
  listHref: string;
}

interface OptionListProps {
  options: readonly EntryOption[];
  opening: string | null;
  onPick: (value: string) => void;
}

function OptionList({ options, opening, onPick }: OptionListProps) {
  return (
    <PickList className="complaint-entry__options" buttonClassName="complaint-entry__option"
      items={options} keyOf={(option) => option.value} opening={opening} onPick={onPick}>
      {(option, busy) => (
        <>
          <span>{option.title}</span>
          {busy ? (
            <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
          ) : (
            <span className="complaint-entry__chevron" aria-hidden="true" />
          )}
        </>
      )}
    </PickList>
  );
}

export function ComplaintEntryView({ view, send, listHref }: ComplaintEntryViewProps) {
  const headingId = useId();

  return (
    <ScreenPage
      className="page complaint-entry"
      heading={
        <header className="complaint-entry__header">
          <h1 className="page__title">{t('complaintEntry.title')}</h1>
          <Link className="complaint-entry__mine" to={listHref}>
            {t('complaintEntry.myComplaints')}
          </Link>
        </header>
      }
      load={view.load}
      faultMessage={t('complaintEntry.loadFailed')}
      send={send}
    >
      <OrderStep page="complaintEntry" view={view} order={view.order} send={send}>
        <section className="complaint-entry__types" aria-labelledby={headingId}>
          {view.list === 'subTypes' ? (
            <>
              <h2 id={headingId} className="complaint-entry__heading">
                {view.collectionTitle}
              </h2>
              <p className="complaint-entry__hint">{t('complaintEntry.subTypeHint')}</p>
              {view.options.length === 0 ? (
                <EmptyView text={t('complaintEntry.noSubTypes')} />
              ) : (
                <OptionList options={view.options} opening={view.opening} onPick={(value) => send({ type: 'user.pickSubType', value })} />
              )}
              <Button variant="text" block onClick={() => send({ type: 'user.backToTypes' })}>
                {t('complaintEntry.backToTypes')}
              </Button>
            </>
          ) : (
            <>
              <h2 id={headingId} className="complaint-entry__heading">
                {t('complaintEntry.questionType')}
              </h2>
              {view.list === 'noTypes' ? (
                <EmptyView text={t('complaintEntry.noTypes')} />
              ) : (
                <OptionList options={view.options} opening={view.opening} onPick={(value) => send({ type: 'user.pickType', value })} />
              )}
            </>
          )}
        </section>
      </OrderStep>
    </ScreenPage>
  );
}
