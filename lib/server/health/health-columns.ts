import 'server-only';
import type { NamedColumn } from '../files/list-export';
import { translate } from '@/lib/i18n/translate';
import type { HealthRow } from '@/lib/schemas/health';

/**
 * The columns of a sheet of health declarations: the list's export (`export`, with the temperature and the source)
 * and the nutrition report's children of concern (`concern`, narrower), headers as the list's columns are worded.
 */
export function healthColumns(locale: string, sheet: 'export' | 'concern'): NamedColumn<HealthRow>[] {
  const wide = sheet === 'export';
  const column = (key: string, header: string, width: number, value: NamedColumn<HealthRow>['value']) => ({
    key,
    header: translate(locale, `health.columns.${header}`),
    width,
    value,
  });
  const z = wide ? 9 : 8;
  return [
    column('student', 'student', 28, (r) => r.student_name),
    column('class', 'class', wide ? 14 : 16, (r) => r.class_name),
    { ...column('day', 'measured_on', 12, (r) => r.measured_on), kind: 'day' as const },
    column('height', 'height_cm', wide ? 12 : 10, (r) => r.height_cm),
    column('weight', 'weight_kg', wide ? 12 : 10, (r) => r.weight_kg),
    ...(wide ? [column('temperature', 'temperature_c', 12, (r) => r.temperature_c)] : []),
    column('bmi', 'bmi', 8, (r) => r.bmi),
    column('wfa', 'wfa_z', z, (r) => r.wfa_z),
    column('hfa', 'hfa_z', z, (r) => r.hfa_z),
    column('bfa', 'bfa_z', z, (r) => r.bfa_z),
    column('classes', 'classes', wide ? 36 : 40, (r) =>
      r.classes.map((k) => translate(locale, `health.classes.${k}`)).join(', '),
    ),
    ...(wide ? [column('source', 'source', 14, (r) => translate(locale, `health.sources.${r.source}`))] : []),
  ];
}
