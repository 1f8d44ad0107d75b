import {
  COOL_OFF_LENGTHS,
  EXCLUSION_LENGTHS,
  REALITY_CHECK_MINUTES,
  type CoolOffLength,
  type ExclusionLength,
  type ResponsiblePlayState,
} from '@app/contracts';
import { useState } from 'react';
import { blockText } from '@/components/responsible-play-notice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { t, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { blockOf, useChangeResponsiblePlay } from '@/lib/responsible-play';

const LENGTH_LABEL: Record<CoolOffLength | ExclusionLength, MessageId> = {
  '24h': 'responsible-play.length.24h',
  '7d': 'responsible-play.length.7d',
  '30d': 'responsible-play.length.30d',
  '6m': 'responsible-play.length.6m',
  forever: 'responsible-play.length.forever',
};
/** The words of each break's form, by kind (keys written whole for the catalogs check). */
const BREAK_TEXT = {
  'cool-off': {
    titleKey: 'responsible-play.coolOff.title',
    textKey: 'responsible-play.coolOff.text',
    startKey: 'responsible-play.coolOff.start',
    confirmTitleKey: 'responsible-play.coolOff.confirmTitle',
    confirmKey: 'responsible-play.coolOff.confirm',
  },
  'self-exclusion': {
    titleKey: 'responsible-play.selfExclusion.title',
    textKey: 'responsible-play.selfExclusion.text',
    startKey: 'responsible-play.selfExclusion.start',
    confirmTitleKey: 'responsible-play.selfExclusion.confirmTitle',
    confirmKey: 'responsible-play.selfExclusion.confirm',
  },
} as const satisfies Record<string, Record<string, MessageId>>;
const selectClass = 'h-10 rounded-md border border-border bg-surface-2 px-3';

/** A break (cool-off or self-exclusion): a length, and a confirm dialog saying it cannot be undone. */
function BreakForm<L extends CoolOffLength | ExclusionLength>(props: {
  kind: 'cool-off' | 'self-exclusion';
  lengths: readonly L[];
}) {
  const change = useChangeResponsiblePlay();
  const [length, setLength] = useState<L>(props.lengths[0]!);
  const text = BREAK_TEXT[props.kind];
  return (
    <div className="grid gap-2" data-testid={`rg-${props.kind}`}>
      <h3 className="font-semibold">{t(text.titleKey)}</h3>
      <p className="text-sm text-muted">{t(text.textKey)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('responsible-play.length.label')}>
          {(p) => (
            <select {...p} className={selectClass} value={length} onChange={(e) => setLength(e.target.value as L)}>
              {props.lengths.map((l) => (
                <option key={l} value={l}>
                  {t(LENGTH_LABEL[l])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ConfirmDialog
          trigger={(open) => (
            <Button variant={props.kind === 'cool-off' ? 'outline' : 'destructive'} onClick={open}>
              {t(text.startKey)}
            </Button>
          )}
          title={t(text.confirmTitleKey)}
          description={t('responsible-play.confirm.text', { length: t(LENGTH_LABEL[length]) })}
          confirmLabel={t(text.confirmKey)}
          variant="destructive"
          pending={change.isPending}
          onConfirm={() =>
            change.mutate(
              props.kind === 'cool-off'
                ? { kind: 'cool-off', body: { length: length as CoolOffLength } }
                : { kind: 'self-exclusion', body: { length: length as ExclusionLength } },
            )
          }
        />
      </div>
      {change.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(change.error)}
        </p>
      ) : null}
    </div>
  );
}

/** How often the reality check shows while playing (off by default). */
function RealityCheckChoice({ minutes }: { minutes: number | null }) {
  const change = useChangeResponsiblePlay();
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{t('responsible-play.realityCheck.title')}</h3>
      <Field label={t('responsible-play.realityCheck.label')} hint={t('responsible-play.realityCheck.text')}>
        {(p) => (
          <select
            {...p}
            className={selectClass}
            value={minutes ?? ''}
            disabled={change.isPending}
            onChange={(e) =>
              change.mutate({
                kind: 'reality-check',
                body: { minutes: e.target.value === '' ? null : Number(e.target.value) },
              })
            }
          >
            <option value="">{t('responsible-play.realityCheck.off')}</option>
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('responsible-play.realityCheck.every', { minutes: m })}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** The reality check, and the breaks: the one in force (with its end), and the forms to start one. */
export function BreaksSection({ state }: { state: ResponsiblePlayState }) {
  const block = blockOf(state);
  return (
    <div className="grid gap-5">
      <RealityCheckChoice minutes={state.realityCheckMinutes} />
      {block ? (
        <p
          role="status"
          data-testid="rg-block"
          className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          {blockText(block)} {t('responsible-play.block.noLift')}
        </p>
      ) : null}
      {state.excludedUntil === 'forever' ? null : (
        <>
          <BreakForm kind="cool-off" lengths={COOL_OFF_LENGTHS} />
          <BreakForm kind="self-exclusion" lengths={EXCLUSION_LENGTHS} />
        </>
      )}
    </div>
  );
}
