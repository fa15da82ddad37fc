import { Building2, KeyRound, Smartphone, Usb, type LucideIcon } from 'lucide-react';
import type { SecurityLevelColor, SecurityLevelId } from '@shared/schemas/security';

/**
 * How each security level is drawn: its colour (exchange red, software orange, hardware green,
 * multisig blue) in light and dark themes, and an icon, so the colour is never the
 * only cue. The Security Assessment and the Guide's security pyramid both draw levels with these.
 */
export interface LevelStyle {
  /** Name of the colour, for tests and tooling (data-color). */
  color: SecurityLevelColor;
  /** A thick top edge on cards. */
  edge: string;
  /** The coloured outline marking the recommended level. */
  ring: string;
  /** Icon tile. */
  tile: string;
  /** Coloured text. */
  text: string;
  /** A soft background band. */
  band: string;
  /** The solid colour behind white text (the guide's security pyramid): dark enough for 4.5:1 contrast. */
  solid: string;
}

export const levelStyles: Record<SecurityLevelColor, LevelStyle> = {
  red: {
    color: 'red',
    edge: 'border-t-red-500',
    ring: 'ring-red-500',
    tile: 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300',
    text: 'text-red-700 dark:text-red-400',
    band: 'bg-red-50 dark:bg-red-950/30',
    solid: 'bg-red-700',
  },
  orange: {
    color: 'orange',
    edge: 'border-t-orange-500',
    ring: 'ring-orange-500',
    tile: 'bg-orange-100 text-orange-700 dark:bg-orange-900/40 dark:text-orange-300',
    text: 'text-orange-700 dark:text-orange-400',
    band: 'bg-orange-50 dark:bg-orange-950/30',
    solid: 'bg-orange-700',
  },
  green: {
    color: 'green',
    edge: 'border-t-green-600',
    ring: 'ring-green-600',
    tile: 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300',
    text: 'text-green-700 dark:text-green-400',
    band: 'bg-green-50 dark:bg-green-950/30',
    solid: 'bg-green-700',
  },
  blue: {
    color: 'blue',
    edge: 'border-t-blue-600',
    ring: 'ring-blue-600',
    tile: 'bg-blue-100 text-blue-700 dark:bg-blue-900/40 dark:text-blue-300',
    text: 'text-blue-700 dark:text-blue-400',
    band: 'bg-blue-50 dark:bg-blue-950/30',
    solid: 'bg-blue-700',
  },
};

export const levelIcons: Record<SecurityLevelId, LucideIcon> = {
  exchange: Building2,
  software: Smartphone,
  hardware: Usb,
  multisig: KeyRound,
};
