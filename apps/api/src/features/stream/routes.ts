import { actorOf } from '../audit/actor';
import {
  goLiveSettingInputSchema,
  goLiveSettingSchema,
  scheduleInputSchema,
  streamPlatformsSchema,
  streamScheduleSchema,
  streamSourcesSchema,
  streamStatusSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GoLiveService } from './go-live-service';
import type { StreamPlatformsService } from './platforms-service';
import type { StreamScheduleService } from './schedule-service';
import type { StreamService } from './service';
import type { StreamSourcesService } from './sources-service';

export const streamRoutes: FastifyPluginAsyncZod<{
  stream: StreamService;
  platforms: StreamPlatformsService;
  sources: StreamSourcesService;
  schedule: StreamScheduleService;
  goLive: GoLiveService;
}> = async (app, { stream, platforms, sources, schedule, goLive }) => {
  app.get(
    '/api/v1/data/stream',
    {
      schema: {
        tags: ['data'],
        summary: 'Cached live status of the channel: the platform shown first, and each platform (primary first)',
        response: { 200: streamStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return stream.status();
    },
  );

  app.get(
    '/api/v1/admin/stream/platforms',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data', 'admin'],
        summary: "Admin: the channel's platforms (Twitch, Kick or both) and the primary one",
        response: { 200: streamPlatformsSchema },
      },
    },
    async () => platforms.get(),
  );

  app.put(
    '/api/v1/admin/stream/platforms',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data', 'admin'],
        summary: "Admin: set the channel's platforms and the primary one",
        body: streamPlatformsSchema,
        response: { 200: streamPlatformsSchema },
      },
    },
    async (request) => platforms.save(request.body, actorOf(request)),
  );

  app.get(
    '/api/v1/live-stream/sources',
    {
      schema: {
        tags: ['live-hunt'],
        summary: 'The three sources of /stream/live (the first is the default)',
        response: { 200: streamSourcesSchema },
      },
    },
    async () => ({ sources: await sources.list() }),
  );

  app.put(
    '/api/v1/admin/live-stream/sources',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['live-hunt', 'admin'],
        summary: 'Admin: set the three sources of /stream/live',
        body: streamSourcesSchema,
        response: { 200: streamSourcesSchema },
      },
    },
    async (request) => ({ sources: await sources.save(request.body.sources, actorOf(request)) }),
  );

  app.get(
    '/api/v1/stream/schedule',
    {
      schema: {
        tags: ['data'],
        summary:
          "The week's streams (weekday, Lisbon time, platform, title) and the next one, computed on Lisbon's clock",
        response: { 200: streamScheduleSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return schedule.get();
    },
  );

  app.put(
    '/api/v1/admin/stream/schedule',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data', 'admin'],
        summary: "Admin: set the week's streams, all at once (an empty list clears it)",
        body: scheduleInputSchema,
        response: { 200: streamScheduleSchema },
      },
    },
    async (request) => schedule.save(request.body.slots, actorOf(request)),
  );

  app.get(
    '/schedule.ics',
    {
      schema: {
        tags: ['data'],
        summary: 'The stream schedule as an iCalendar feed: one weekly event per stream, in TZID Europe/Lisbon',
        produces: ['text/calendar'],
      },
    },
    async (_request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', 'inline; filename="schedule.ics"')
        .send(await schedule.ics()),
  );

  app.get(
    '/api/v1/admin/stream/go-live',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data', 'admin'],
        summary: 'Admin: whether the go-live post goes to the Discord webhook, and whether a webhook is set',
        response: { 200: goLiveSettingSchema },
      },
    },
    async () => goLive.setting(),
  );

  app.put(
    '/api/v1/admin/stream/go-live',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data', 'admin'],
        summary: 'Admin: turn the go-live Discord post on or off',
        body: goLiveSettingInputSchema,
        response: { 200: goLiveSettingSchema },
      },
    },
    async (request) => goLive.save(request.body.enabled, actorOf(request)),
  );
};
