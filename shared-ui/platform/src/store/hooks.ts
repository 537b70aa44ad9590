import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './createAppStore';
import type { RootState } from './rootReducer';

// Typed once here; an area's own slices join RootState through LazyLoadedSlices, so in an area's
// compilation these hooks see the platform's state and that area's slices, not another area's.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
