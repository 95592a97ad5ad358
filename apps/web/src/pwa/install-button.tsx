import { MonitorDown, Share } from '../ui/icons.tsx';
import { useState } from 'react';
import { needsIosInstallHint, useInstallStore } from './install-prompt.ts';
import './pwa.css';
import { ClientOnly } from '../ssr/hydration.ts';

interface InstallButtonProps {
  className?: string;
  /** The wide screens' contact strip: small and quiet; the phone menu shows a full button. */
  inTopBar?: boolean;
  /** Show iOS's how-to where there is no install prompt (the mobile menu). */
  withHint?: boolean;
}

/** In the header menu: an install button when the browser offers installation, else (withHint) iOS's how-to. */
/** What the device can install is known in the browser only: the button appears once it has taken over. */
export function InstallButton(props: InstallButtonProps) {
  return (
    <ClientOnly>
      <DeviceInstallButton {...props} />
    </ClientOnly>
  );
}

function DeviceInstallButton({ className = '', inTopBar = false, withHint = false }: InstallButtonProps) {
  const promptEvent = useInstallStore((state) => state.promptEvent);
  const install = useInstallStore((state) => state.install);
  const [iosHint] = useState(needsIosInstallHint);

  if (promptEvent && inTopBar) {
    return (
      <button type="button" className={`pill-button top-bar__install ${className}`} onClick={() => void install()}>
        <MonitorDown size={14} aria-hidden="true" />
        Installer l'application
      </button>
    );
  }
  if (promptEvent) {
    return (
      <button type="button" className={`btn btn--ghost ${className}`} onClick={() => void install()}>
        <MonitorDown size={18} aria-hidden="true" />
        Installer l'application
      </button>
    );
  }
  if (!withHint || !iosHint) return null;
  return (
    <p className={`install-hint ${className}`}>
      <Share size={16} aria-hidden="true" />
      <span>
        <strong>Ajouter à l'écran d'accueil</strong> : touchez Partager, puis « Sur l'écran d'accueil ».
      </span>
    </p>
  );
}
