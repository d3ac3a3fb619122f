export { ContactStep } from './ContactStep';
export { PassengersStep } from './PassengersStep';
export { TripStep } from './TripStep';
