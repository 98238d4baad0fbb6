import { HomeOverview } from './home-overview';
import { PageMessages } from '@/components/providers/page-messages';

export default function HomePage() {
  return (
    <PageMessages ns={['attendance', 'home', 'message', 'scope']}>
      <HomeOverview />
    </PageMessages>
  );
}
