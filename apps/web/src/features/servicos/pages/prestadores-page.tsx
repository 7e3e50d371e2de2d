import { HardHat } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function PrestadoresPage() {
  return (
    <PlaceholderScreen
      title="Prestadores"
      subtitle="Prestadores de serviço parceiros"
      description="O módulo de prestadores chegará em breve."
      icon={<HardHat />}
    />
  );
}
