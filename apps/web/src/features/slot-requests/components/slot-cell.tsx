import type { SlotRequest } from '@app/contracts';
import { SlotTile } from '@/components/slot-tile';

/** A request's slot: its tile and name, with the provider below when `withProvider` (phones, panels). */
export function SlotCell({
  slot,
  providerClassName = 'md:hidden',
}: {
  slot: SlotRequest['slot'];
  /** Classes of the provider line under the name (hidden from 768 px, where a column shows it). */
  providerClassName?: string;
}) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <SlotTile name={slot.name} provider={slot.provider} thumbnail={slot.thumbnail} className="size-8" />
      <span className="min-w-0">
        <span className="block break-words font-medium">{slot.name}</span>
        <span className={`block break-words text-xs text-muted ${providerClassName}`}>{slot.provider}</span>
      </span>
    </span>
  );
}
