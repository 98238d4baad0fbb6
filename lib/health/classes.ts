// The WHO nutrition classes a measurement can carry (zod- and table-free: lists and filters import this).

export const NUTRITION_CLASSES = [
  'severely_underweight',
  'underweight',
  'severely_stunted',
  'stunted',
  'severely_wasted',
  'wasted',
  'risk_of_overweight',
  'overweight',
  'obese',
  'severely_thin',
  'thin',
] as const;
export type NutritionClass = (typeof NUTRITION_CLASSES)[number];

/** Classes shown in red (undernutrition, obesity) rather than amber. */
export const SEVERE_CLASSES: readonly NutritionClass[] = [
  'severely_underweight',
  'severely_stunted',
  'severely_wasted',
  'severely_thin',
  'obese',
];
