package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// built is the command, built once for the tests that run it as a shell
// does.
var built struct {
	once sync.Once
	dir  string
	path string
	err  error
}

func TestMain(m *testing.M) {
	status := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(status)
}

// uriBinary returns the path of the built command. It skips the test with
// -short, or when there is no go command to build with.
func uriBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command: not with -short")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build with")
	}
	built.once.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "uri-test-"); built.err != nil {
			return
		}
		built.path = filepath.Join(built.dir, "uri")
		if out, err := exec.Command(gobin, "build", "-o", built.path, ".").CombinedOutput(); err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.path
}

// runBinTests runs each test through the built command, as a person does:
// arguments, standard input, and what the command writes and returns.
func runBinTests(t *testing.T, tests []cmdTest) {
	t.Helper()
	bin := uriBinary(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(bin, tt.args...)
			cmd.Stdin = strings.NewReader(tt.stdin)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var exit *exec.ExitError
			if err != nil && !errors.As(err, &exit) {
				t.Fatalf("%q: %v", tt.args, err)
			}
			tt.check(t, cmd.ProcessState.ExitCode(), stdout.String(), stderr.String())
		})
	}
}

// TestBinary builds the command with go build and runs the binary, as a
// shell would: the version it prints is the one go version -m reads from
// it, and a --json run with a failed line writes the failure on standard
// output in order, the message on standard error, and exits with 1.
func TestBinary(t *testing.T) {
	bin := uriBinary(t)
	gobin, _ := exec.LookPath("go")

	// The version: the module's, as go version -m reads it from the binary.
	out, err := exec.Command(gobin, "version", "-m", bin).Output()
	if err != nil {
		t.Fatalf("go version -m: %v", err)
	}
	m := regexp.MustCompile(`(?m)^\tmod\tgithub\.com/uriref/uri\t(\S+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("go version -m names no module version:\n%s", out)
	}
	want := "uri " + string(m[1]) + " (trurl 0.16.1 interface, RFC 3986 parser)\n"
	for _, args := range [][]string{{"--version"}, {"-v"}, {"version"}} {
		got, err := exec.Command(bin, args...).Output()
		if err != nil || string(got) != want {
			t.Errorf("uri %s = %q, %v; want %q", strings.Join(args, " "), got, err, want)
		}
	}

	// --json with a failed line in the middle, from standard input.
	cmd := exec.Command(bin, "parse", "--json")
	cmd.Stdin = strings.NewReader("a\nhttp://a:b/\nb\n")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Errorf("uri parse --json: %v, want exit status 1", err)
	}
	lines := strings.Split(stdout.String(), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], `{"uri":"a",`) || !strings.HasPrefix(lines[2], `{"uri":"b",`) ||
		!strings.HasPrefix(lines[1], `{"input":"http://a:b/","line":2,"offset":9,"rule":"port","component":"port","error":`) {
		t.Errorf("uri parse --json: stdout\n%s", stdout.String())
	}
	if !strings.HasPrefix(stderr.String(), "uri: 2: ") || strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("uri parse --json: stderr %q", stderr.String())
	}

	// No raw control character: ESC decoded by get is shown as %1B.
	got, err := exec.Command(bin, "get", "--format={:query} {query}", "http://a/?%1b%5B31mRED").Output()
	if err != nil || string(got) != "%1b%5B31mRED %1B[31mRED\n" {
		t.Errorf("uri get = %q, %v; want the ESC as %%1B", got, err)
	}
}
