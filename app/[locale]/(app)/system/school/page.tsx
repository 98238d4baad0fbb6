import { AreaPage } from '@/components/area/area-page';

export default function Page() {
  return <AreaPage route="/system/school" />;
}
