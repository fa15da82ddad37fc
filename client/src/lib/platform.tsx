import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface PlatformInfo {
  isNative: boolean;
  /** 'web', or the native shell's platform ('ios', 'android'). */
  platform: string;
  isReady: boolean;
}

interface NativeShell {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

declare global {
  interface Window {
    /** Present when Arkad runs inside the native iOS/Android shell (Capacitor). */
    Capacitor?: NativeShell;
  }
}

const WEB: PlatformInfo = { isNative: false, platform: 'web', isReady: true };

/** Native when the shell is present, otherwise web; if detection throws, warn and assume web. */
export function detectPlatform(win: Window): PlatformInfo {
  try {
    const shell = win.Capacitor;
    if (shell?.isNativePlatform?.()) {
      return { isNative: true, platform: shell.getPlatform?.() ?? 'native', isReady: true };
    }
    return WEB;
  } catch (error) {
    console.warn('Platform detection failed; assuming web.', error);
    return WEB;
  }
}

const PlatformContext = createContext<PlatformInfo>({ isNative: false, platform: 'web', isReady: false });

export function PlatformProvider({ children }: { children: ReactNode }) {
  const [info, setInfo] = useState<PlatformInfo>({ isNative: false, platform: 'web', isReady: false });
  useEffect(() => {
    setInfo(detectPlatform(window));
  }, []);
  return <PlatformContext.Provider value={info}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): PlatformInfo {
  return useContext(PlatformContext);
}
