import { Wrench } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function ServicosPage() {
  return (
    <PlaceholderScreen
      title="Serviços"
      subtitle="Serviços oferecidos"
      description="O módulo de serviços chegará em breve."
      icon={<Wrench />}
    />
  );
}
