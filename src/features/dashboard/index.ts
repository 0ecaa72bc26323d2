/** The dashboard feature as other areas see it: one coach's home screen. */
export { CharacterDashboard, Greeting, firstNameOf } from './CharacterDashboard.tsx';
export { dailyThoughtFor, dailyThoughts, dayOfYear } from './dailyThoughts.ts';
