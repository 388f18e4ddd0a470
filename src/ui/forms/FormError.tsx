// A form-level error line (e.g. 'Internal Server Error' under the login form), announced
// as an alert when it appears. Renders nothing without a message.
export interface FormErrorProps {
  message?: string;
  id?: string;
}

export function FormError({ message, id }: FormErrorProps) {
  return (
    <div role="alert" id={id} className="form-error-slot">
      {message ? <p className="form-error">{message}</p> : null}
    </div>
  );
}
