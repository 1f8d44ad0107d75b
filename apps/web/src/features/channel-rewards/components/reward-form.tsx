import {
  CHANNEL_REWARD_COST_MAX,
  CHANNEL_REWARD_DAILY_CAP_MAX,
  CHANNEL_REWARD_POINTS_MAX,
  CHANNEL_REWARD_PROMPT_MAX,
  CHANNEL_REWARD_TITLE_MAX,
  hasControlCharacters,
  type ChannelReward,
  type ChannelRewardPlatform,
} from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { t } from '@/i18n';

const input =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger';

export type RewardValues = { title: string; prompt: string; cost: number; points: number; dailyCap: number };

const whole = (s: string) => {
  const n = Number(s.replace(/[\s,.]/g, ''));
  return s.trim() !== '' && Number.isSafeInteger(n) ? n : NaN;
};

/**
 * A reward's fields (title, prompt, channel-point cost, site points given, daily cap per viewer),
 * for a new reward (with its platform) or an edit of one. Checked here as the API checks them.
 */
export function RewardForm(props: {
  reward?: ChannelReward;
  platforms?: ChannelRewardPlatform[];
  pending: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (values: RewardValues, platform: ChannelRewardPlatform) => void;
  onCancel?: () => void;
}) {
  const { reward } = props;
  const [platform, setPlatform] = useState<ChannelRewardPlatform>(reward?.platform ?? props.platforms?.[0] ?? 'twitch');
  const [title, setTitle] = useState(reward?.title ?? '');
  const [prompt, setPrompt] = useState(reward?.prompt ?? '');
  const [cost, setCost] = useState(reward ? String(reward.cost) : '');
  const [points, setPoints] = useState(reward ? String(reward.points) : '');
  const [cap, setCap] = useState(reward ? String(reward.dailyCap) : '0');
  const errorId = useId();
  const values: RewardValues = {
    title: title.trim(),
    prompt: prompt.trim(),
    cost: whole(cost),
    points: whole(points),
    dailyCap: whole(cap),
  };
  const valid =
    values.title.length > 0 &&
    values.title.length <= CHANNEL_REWARD_TITLE_MAX &&
    !hasControlCharacters(values.title) &&
    values.prompt.length <= CHANNEL_REWARD_PROMPT_MAX &&
    !hasControlCharacters(values.prompt) &&
    values.cost >= 1 &&
    values.cost <= CHANNEL_REWARD_COST_MAX &&
    values.points >= 1 &&
    values.points <= CHANNEL_REWARD_POINTS_MAX &&
    values.dailyCap >= 0 &&
    values.dailyCap <= CHANNEL_REWARD_DAILY_CAP_MAX;

  /** The text fields in order: title and prompt (text), then cost, points and daily cap (whole numbers). */
  const texts: Array<{ label: string; hint?: string; value: string; set: (v: string) => void; maxLength?: number }> = [
    { label: t('channel-rewards.form.title'), value: title, set: setTitle, maxLength: CHANNEL_REWARD_TITLE_MAX },
    { label: t('channel-rewards.form.prompt'), value: prompt, set: setPrompt, maxLength: CHANNEL_REWARD_PROMPT_MAX },
    { label: t('channel-rewards.form.cost'), value: cost, set: setCost },
    { label: t('channel-rewards.form.points'), value: points, set: setPoints },
    {
      label: t('channel-rewards.form.dailyCap'),
      hint: t('channel-rewards.form.dailyCapHint'),
      value: cap,
      set: setCap,
    },
  ];

  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) props.onSubmit(values, platform);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {props.platforms && !reward ? (
          <Field label={t('channel-rewards.form.platform')}>
            {(p) => (
              <select
                {...p}
                className={input}
                value={platform}
                onChange={(e) => setPlatform(e.target.value as ChannelRewardPlatform)}
              >
                {props.platforms!.map((option) => (
                  <option key={option} value={option}>
                    {t(option === 'twitch' ? 'channel-rewards.platform.twitch' : 'channel-rewards.platform.kick')}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {texts.map((f) => (
          <Field key={f.label} label={f.label} hint={f.hint}>
            {(p) => (
              <input
                {...p}
                className={input}
                value={f.value}
                {...(f.maxLength ? { maxLength: f.maxLength } : { inputMode: 'numeric' as const })}
                onChange={(e) => f.set(e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!valid || props.pending}>
          {props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            {t('channel-rewards.form.cancel')}
          </Button>
        ) : null}
      </div>
      <FormError id={errorId}>{props.error}</FormError>
    </form>
  );
}
