import 'server-only';
import type { StudentInput } from '@/lib/schemas/student';

/** The columns of `students` a create or an update writes from the form. */
export function studentValues(input: StudentInput) {
  return {
    code: input.code,
    fullName: input.full_name,
    nickname: input.nickname,
    gender: input.gender,
    dateOfBirth: input.date_of_birth,
    classId: input.class_id,
    enrolmentDate: input.enrolment_date,
    address: input.address,
    provinceId: input.province_id,
    ethnicity: input.ethnicity,
    notes: input.notes,
    bloodGroup: input.blood_group,
    allergies: input.allergies,
    specialDiet: input.special_diet,
  };
}
