import { z } from 'zod';
import { imageUrlSchema } from './urls';

export const MAX_BOX_SELECTIONS = 4;
export const MAX_SLOTS_PER_BOX = 50;
export const MAX_BOXES = 48;

/** GET /api/v1/minigame/boxes — the Minigame box of docs/product.md#box-picker. */
export const minigameBoxSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    thumbnail: z.string().nullable(),
    slots: z.array(z.object({ id: z.uuid(), name: z.string(), provider: z.string() })),
  })
  .meta({ id: 'MinigameBox' });
export type MinigameBox = z.infer<typeof minigameBoxSchema>;

/** POST /api/v1/admin/minigame/boxes; PATCH takes any subset. `slots` are catalogue ids, in order. */
export const minigameBoxInputSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  thumbnail: imageUrlSchema.nullable().optional(),
  slots: z.array(z.uuid()).max(MAX_SLOTS_PER_BOX, `at most ${MAX_SLOTS_PER_BOX} slots`).default([]),
});
export type MinigameBoxInput = z.input<typeof minigameBoxInputSchema>;
export const minigameBoxPatchSchema = z.object({
  name: minigameBoxInputSchema.shape.name.optional(),
  thumbnail: imageUrlSchema.nullable().optional(),
  slots: z.array(z.uuid()).max(MAX_SLOTS_PER_BOX, `at most ${MAX_SLOTS_PER_BOX} slots`).optional(),
});
