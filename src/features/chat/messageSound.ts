/**
 * The chat's sounds (settings: "message sound" for a reply, "sound effects" for the reader's own
 * send): two short soft tones made by Web Audio, so no sound file ships. Silent where the
 * browser has no Web Audio or has not been touched yet (autoplay rules).
 */
let context: AudioContext | null = null;

function tone(frequencies: readonly number[], volume: number): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  let start = audio.currentTime;
  for (const frequency of frequencies) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.2);
    start += 0.09;
  }
}

export const chatSounds = {
  /** A reply arrived: two rising notes. */
  reply: () => tone([660, 880], 0.08),
  /** The reader's message left: one soft low note. */
  sent: () => tone([440], 0.05),
};
