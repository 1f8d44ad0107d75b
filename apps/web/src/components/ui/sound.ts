/**
 * Game sounds synthesised with the Web Audio API: no audio files to download. docs/product.md#limits: the
 * volume is 0.2. The AudioContext is created on the first sound, which always follows a click, so
 * browsers that require a user gesture let it play.
 */
export type SoundName = 'bet' | 'diamond' | 'mine' | 'cashout' | 'card' | 'double' | 'split';

export const SOUND_VOLUME = 0.2;

let context: AudioContext | null = null;
let master: GainNode | null = null;

function output(): { ctx: AudioContext; out: GainNode } | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  if (!context || !master) {
    context = new window.AudioContext();
    master = context.createGain();
    master.gain.value = SOUND_VOLUME;
    master.connect(context.destination);
  }
  if (context.state === 'suspended') void context.resume();
  return { ctx: context, out: master };
}

/** One oscillator note with a fast attack and an exponential decay. */
function tone(
  ctx: AudioContext,
  out: AudioNode,
  {
    freq,
    start,
    length,
    type = 'sine',
    peak = 1,
    slideTo,
  }: { freq: number; start: number; length: number; type?: OscillatorType; peak?: number; slideTo?: number },
) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  if (slideTo !== undefined) osc.frequency.exponentialRampToValueAtTime(slideTo, start + length);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.008);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(out);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

/** A burst of filtered white noise: card swishes and the explosion. */
function noise(
  ctx: AudioContext,
  out: AudioNode,
  {
    start,
    length,
    filter,
    freq,
    peak = 1,
    q = 0.8,
  }: { start: number; length: number; filter: BiquadFilterType; freq: number; peak?: number; q?: number },
) {
  const frames = Math.max(1, Math.floor(ctx.sampleRate * length));
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // Math.random is fine here: this is sound texture, not a game outcome.
  for (let i = 0; i < frames; i++) data[i] = Math.random() * 2 - 1;
  const src = ctx.createBufferSource();
  src.buffer = buffer;
  const biquad = ctx.createBiquadFilter();
  biquad.type = filter;
  biquad.frequency.value = freq;
  biquad.Q.value = q;
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(peak, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  src.connect(biquad).connect(gain).connect(out);
  src.start(start);
  src.stop(start + length);
}

const sounds: Record<SoundName, (ctx: AudioContext, out: AudioNode, t: number) => void> = {
  // Two chips touching.
  bet: (ctx, out, t) => {
    tone(ctx, out, { freq: 2100, start: t, length: 0.06, type: 'triangle', peak: 0.6 });
    tone(ctx, out, { freq: 2600, start: t + 0.05, length: 0.08, type: 'triangle', peak: 0.5 });
  },
  // A bright two-note chime.
  diamond: (ctx, out, t) => {
    tone(ctx, out, { freq: 1318.5, start: t, length: 0.25, peak: 0.7 });
    tone(ctx, out, { freq: 1975.5, start: t + 0.06, length: 0.35, peak: 0.5 });
  },
  // A low thump under a noise burst.
  mine: (ctx, out, t) => {
    tone(ctx, out, { freq: 140, slideTo: 40, start: t, length: 0.5, type: 'sine', peak: 1 });
    noise(ctx, out, { start: t, length: 0.6, filter: 'lowpass', freq: 900, peak: 0.9 });
  },
  // A rising arpeggio.
  cashout: (ctx, out, t) => {
    [1046.5, 1318.5, 1568, 2093].forEach((freq, i) =>
      tone(ctx, out, { freq, start: t + i * 0.07, length: 0.3, type: 'triangle', peak: 0.55 }),
    );
  },
  // A card sliding on felt.
  card: (ctx, out, t) => noise(ctx, out, { start: t, length: 0.12, filter: 'bandpass', freq: 3200, peak: 0.8, q: 1.2 }),
  double: (ctx, out, t) => {
    sounds.bet(ctx, out, t);
    sounds.card(ctx, out, t + 0.12);
  },
  split: (ctx, out, t) => {
    sounds.card(ctx, out, t);
    sounds.card(ctx, out, t + 0.14);
  },
};

/** Plays a sound; never throws (no audio device, a blocked context). */
export function playSound(name: SoundName): void {
  try {
    const io = output();
    if (!io) return;
    sounds[name](io.ctx, io.out, io.ctx.currentTime + 0.01);
  } catch {
    // Sound is decoration: a browser without audio still plays the game.
  }
}
