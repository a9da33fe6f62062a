import { ACCURACY_THRESHOLDS, TURNOUT_CLASS_THRESHOLDS } from '@zetelpoule/shared';

// Admin user search: how the analysis colours an accuracy of 0–100.

export type AccuracyTone = 'green' | 'orange' | 'red' | 'grey';

/** ≥ 80 green, ≥ 60 orange, ≥ 40 red, lower grey. */
export function accuracyTone(accuracy: number): AccuracyTone {
  if (accuracy >= ACCURACY_THRESHOLDS.green) return 'green';
  if (accuracy >= ACCURACY_THRESHOLDS.orange) return 'orange';
  if (accuracy >= ACCURACY_THRESHOLDS.red) return 'red';
  return 'grey';
}

export type TurnoutClass = 'high' | 'medium' | 'low';

/** A turnout item: above 80 high, above 60 medium, otherwise low (strictly above). */
export function turnoutClass(accuracy: number): TurnoutClass {
  if (accuracy > TURNOUT_CLASS_THRESHOLDS.high) return 'high';
  if (accuracy > TURNOUT_CLASS_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** Text colours stay ≥ 4.5:1 on their tinted background. */
export const ACCURACY_TONE_CLASSES: Record<AccuracyTone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-300',
  orange: 'bg-oranje-100 text-oranje-800 ring-oranje-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  grey: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export const TURNOUT_CLASS_CLASSES: Record<TurnoutClass, string> = {
  high: 'border-emerald-300 bg-emerald-50',
  medium: 'border-oranje-300 bg-oranje-50',
  low: 'border-red-200 bg-red-50',
};
