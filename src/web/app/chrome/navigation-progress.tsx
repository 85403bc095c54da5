import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the router loads the next page's code chunk, so a
 * slow connection shows that the tap was registered.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-gold-100"
    >
      <div className="h-full w-2/5 animate-progress bg-gold-500" />
    </div>
  );
}
