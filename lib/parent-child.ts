/** A child of the family as the parents' app shows it (GET /api/app/children's row). */
export type ParentChild = {
  id: string;
  full_name: string;
  nickname: string | null;
  date_of_birth: string;
  class_id: string | null;
  class_name: string | null;
  status: string;
};
