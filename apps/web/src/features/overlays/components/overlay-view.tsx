import type { LiveHunt, OverlayChat, OverlayName, OverlaySettings } from '@app/contracts';
import { AvgOverlay, GtbOverlay, TickerOverlay } from './games-overlays';
import { HuntOverlay } from './hunt-overlay';
import { OverlayStage, type OverlayLayout } from './overlay-stage';

/** One overlay drawn with the settings: the OBS page and the admin preview render exactly this. */
export function OverlayView({
  name,
  hunt,
  settings,
  chat,
  layout,
  host,
}: {
  name: OverlayName;
  hunt: LiveHunt;
  settings: OverlaySettings;
  /** The chat commands to name (null: the bot reads no chat where the command is on). */
  chat: OverlayChat;
  layout: OverlayLayout;
  host: string;
}) {
  const logo = settings.logoUrl;
  return (
    <OverlayStage
      settings={settings}
      layout={layout}
      fit={name === 'ticker' ? 'content' : 'width'}
      // Only the hunt's list fills a sidebar source's height; the others end with their content.
      fill={name === 'hunt'}
    >
      {name === 'hunt' ? (
        <HuntOverlay hunt={hunt} parts={settings.parts.hunt} logo={logo} />
      ) : name === 'gtb' ? (
        <GtbOverlay hunt={hunt} parts={settings.parts.gtb} logo={logo} host={host} command={chat.gtb} />
      ) : name === 'avg' ? (
        <AvgOverlay hunt={hunt} parts={settings.parts.avg} logo={logo} host={host} command={chat.avg} />
      ) : (
        <TickerOverlay hunt={hunt} parts={settings.parts.ticker} logo={logo} />
      )}
    </OverlayStage>
  );
}

/** A message in an overlay-looking panel (no key, wrong key, no hunt). */
export function OverlayMessage({
  settings,
  children,
  alert = false,
}: {
  settings: OverlaySettings;
  children: React.ReactNode;
  alert?: boolean;
}) {
  return (
    <OverlayStage settings={settings} layout="full" fit="width">
      <p className="px-4 py-3 font-semibold" {...(alert ? { role: 'alert' } : {})}>
        {children}
      </p>
    </OverlayStage>
  );
}
