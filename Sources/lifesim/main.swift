import Foundation

// A closed pipe must not kill the process: writes report EPIPE instead, and the
// output layer ends the program quietly (docs/TRACE.md, "Output rules").
signal(SIGPIPE, SIG_IGN)
let status = LifesimCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
Output.standardOutput.flush()
exit(status.rawValue)
