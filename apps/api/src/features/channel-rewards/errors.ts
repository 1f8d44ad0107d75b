import type { ChannelRewardPlatform } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { PlatformNotReady } from './platforms';

const NAME: Record<ChannelRewardPlatform, string> = { twitch: 'Twitch', kick: 'Kick' };

/** A platform call of an admin's change turned into its stable error (not connected, or the platform's refusal). */
export function platformFailure(platform: ChannelRewardPlatform, err: unknown): AppError {
  if (err instanceof PlatformNotReady)
    return new AppError(
      'CHANNEL_REWARD_NOT_CONNECTED',
      `Connect the ${NAME[platform]} channel with the rewards permission first.`,
    );
  return new AppError(
    'CHANNEL_REWARD_PLATFORM_FAILED',
    `${NAME[platform]} refused the change: ${(err as Error).message}`,
  );
}
