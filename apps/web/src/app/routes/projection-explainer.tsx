import { ProjectionExplainerPage } from '../../features/results/components/projection-explainer-page';

// /uitleg/eerste-kamer: how the Eerste Kamer projection of a PS election works (public).
export function Component() {
  return <ProjectionExplainerPage />;
}
