import { tournamentSchema, type Tournament } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { TournamentsService } from './service';

type Options = {
  tournaments: TournamentsService;
  verifyOverlayKey: (key: unknown) => Promise<boolean>;
};

/** A finished or cancelled tournament stays on the overlays this long after its end. */
export const TOURNAMENT_OVERLAY_LINGER_MS = 30 * 60_000;

/**
 * The tournament the OBS overlays show: the running one (the most recently started), else the latest
 * finished or cancelled in the last 30 minutes, else null. Public view: no viewer's predictions.
 */
export async function overlayTournament(tournaments: TournamentsService, now = Date.now()): Promise<Tournament | null> {
  const list = await tournaments.list();
  const running = [...list.running].sort((x, y) => (y.startedAt ?? '').localeCompare(x.startedAt ?? ''))[0];
  if (running) return tournaments.one(running.id, null);
  // The list orders the ended ones by their end, the latest first.
  const ended = list.finished[0];
  if (!ended) return null;
  const t = await tournaments.one(ended.id, null);
  const at = t.finishedAt ?? t.cancelledAt;
  return at && now - Date.parse(at) <= TOURNAMENT_OVERLAY_LINGER_MS ? t : null;
}

/** GET /api/v1/overlay/tournament/active with the overlay key (the tournament OBS overlays). */
export const tournamentOverlayRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { tournaments, verifyOverlayKey },
) => {
  app.get(
    '/api/v1/overlay/tournament/active',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          'The tournament an OBS overlay shows (the running one, the most recently started, else one finished or cancelled in the last 30 minutes, else null; no viewer); header `x-api-key` = the overlay key, else 401',
        headers: z.object({ 'x-api-key': z.string().max(200).optional() }),
        response: { 200: z.object({ tournament: tournamentSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      if (!(await verifyOverlayKey(request.headers['x-api-key'])))
        throw new AppError('UNAUTHENTICATED', 'A valid overlay key is required (x-api-key).');
      reply.header('cache-control', 'no-store');
      return { tournament: await overlayTournament(tournaments) };
    },
  );
};
