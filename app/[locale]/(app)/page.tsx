import { HomeOverview } from '@/components/home/home-overview';

export default function HomePage() {
  return <HomeOverview />;
}
