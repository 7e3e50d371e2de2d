import { Network } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function SetoresPage() {
  return (
    <PlaceholderScreen
      title="Setores"
      subtitle="Setores da empresa"
      description="Os setores da empresa aparecerão aqui."
      icon={<Network />}
    />
  );
}
