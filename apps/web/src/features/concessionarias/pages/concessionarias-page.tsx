import { Zap } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function ConcessionariasPage() {
  return (
    <PlaceholderScreen
      title="Concessionárias"
      subtitle="Distribuidoras de energia"
      description="As concessionárias de energia e o estado de cada integração aparecerão aqui."
      icon={<Zap />}
    />
  );
}
