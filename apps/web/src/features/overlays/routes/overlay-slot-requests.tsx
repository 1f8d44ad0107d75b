import { SlotQueueOverlayPage } from './overlay-tournament';

/** /overlay/slot-requests?key=…[&size=sidebar]: the open slot-request queue. */
export default function OverlaySlotRequestsPage() {
  return <SlotQueueOverlayPage />;
}
