import { Truck } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function DistribuidoresPage() {
  return (
    <PlaceholderScreen
      title="Distribuidores"
      subtitle="Fornecedores de equipamentos"
      description="O módulo de distribuidores chegará em breve."
      icon={<Truck />}
    />
  );
}
