import { GtbOverlayPage } from './overlay-page';

export default GtbOverlayPage;
