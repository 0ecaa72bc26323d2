import { useNavigate } from 'react-router';

import { useAuthActor } from '#features/auth/index.ts';

import { useServices } from '../serviceContext.tsx';

/** The signed-in services' module (SignedInServices.tsx): one import site, one list of chunks. */
export const loadSignedInServices = () => import('./SignedInServices.tsx');

/**
 * Signing out from the shell (account menu, drawer): the user's data leaves the device first
 * (#features/account/leaveDevice.ts, loaded with the signed-in services, not with the landing),
 * unless they choose to keep unsent messages; then the session ends and the home page shows.
 */
export function useLogOut(): (userId: string) => void {
  const auth = useAuthActor();
  const navigate = useNavigate();
  const services = useServices();
  return (userId) =>
    // Already loaded while someone is signed in.
    void Promise.all([loadSignedInServices(), services.signedIn.get()])
      .then(([{ leaveDevice }, { data, sync }]) =>
        leaveDevice(userId, { db: data.db, fresh: data.fresh, stopSync: () => sync.stop() }),
      )
      .catch(() => true)
      .then((leave) => {
        if (!leave) return;
        auth.send({ type: 'auth.logout' });
        void navigate('/');
      });
}
