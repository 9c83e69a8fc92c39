import { takeDeferredConfiguration } from './amplify-loader';
import { configureAmplify } from './configure';

/*
 * Imported for its effect by the code that calls aws-amplify/auth directly (the sign-in flow)
 * and by loadAmplify(): whichever loads Amplify first configures it with what
 * configureAmplifyOnDemand deferred at start-up. Without a deferred configuration (tests call
 * configureAmplify themselves) it does nothing.
 */
const deferred = takeDeferredConfiguration();
if (deferred) configureAmplify({ cognito: deferred });
