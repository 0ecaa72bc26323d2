/**
 * The chat feature as other areas see it. Loaded lazily by the home stages
 * (`lazy(() => import('#features/chat/index.ts'))`), so the chat's code is its own chunk.
 */
import { ChatScreen } from './screens/ChatScreen.tsx';

export { ChatScreen, type ChatScreenProps } from './screens/ChatScreen.tsx';
export { CrisisSheet, useCrisisSheet } from './components/CrisisSheet.tsx';
export { chatMachine, type ChatActor, type ChatRefusal } from './chat.machine.ts';
export { chatErrorText, replyFailedBubbleText } from './chatErrorText.ts';

/** React.lazy wants a default export: the chunk's entry point. */
export default ChatScreen;
