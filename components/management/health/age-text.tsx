/** A child's age as "3 tuổi 2 tháng" / "3 y 2 mo" from days (completed months, as WHO counts them). */
export function ageText(t: (key: string, values?: Record<string, number>) => string, ageDays: number) {
  const months = Math.floor(ageDays / 30.4375);
  return t('age', { years: Math.floor(months / 12), months: months % 12 });
}
