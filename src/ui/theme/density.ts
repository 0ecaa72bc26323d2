/**
 * The unified settings' display switches that live on <html> (the appearance proper is
 * applyAppearance.ts): compact mode (data-density="compact": tighter spacing), profile pictures
 * hidden (data-avatars="hidden": initials instead) and keyboard navigation (data-keyboard="on":
 * a bolder focus ring).
 */
export type DeviceLook = { compact: boolean; showAvatars: boolean; keyboardNavigation: boolean };

function setFlag(root: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) delete root.dataset[name];
  else root.dataset[name] = value;
}

export function applyDeviceLook(root: HTMLElement, look: DeviceLook): void {
  setFlag(root, 'density', look.compact ? 'compact' : undefined);
  setFlag(root, 'avatars', look.showAvatars ? undefined : 'hidden');
  setFlag(root, 'keyboard', look.keyboardNavigation ? 'on' : undefined);
}
